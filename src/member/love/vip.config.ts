export default definePageConfig({
  navigationBarTitleText: 'VIP会员'
})
