export default definePageConfig({
  navigationBarTitleText: '聊天',
  // The conversation scrolls inside its own view; the page itself stays put under the input bar.
  disableScroll: true
})
