export default definePageConfig({
  navigationBarTitleText: '我的交友'
})
