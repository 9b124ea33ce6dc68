export default definePageConfig({
  navigationBarTitleText: '分享我们的故事'
})
