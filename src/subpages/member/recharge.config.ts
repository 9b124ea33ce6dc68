export default definePageConfig({
  navigationBarTitleText: '积分充值'
})
