export default definePageConfig({
  navigationBarTitleText: '每日推荐'
})
