export default definePageConfig({
  navigationBarTitleText: '会员资料'
})
