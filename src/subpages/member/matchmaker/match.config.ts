export default definePageConfig({
  navigationBarTitleText: '牵线配对'
})
