export default definePageConfig({
  navigationBarTitleText: '我的相册'
})
