export default definePageConfig({
  navigationBarTitleText: '牵线套餐',
  enablePullDownRefresh: true
})
