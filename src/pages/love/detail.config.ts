export default definePageConfig({
  navigationBarTitleText: '会员详情'
})
