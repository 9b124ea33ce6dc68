export default definePageConfig({
  navigationBarTitleText: '会员专区'
})
