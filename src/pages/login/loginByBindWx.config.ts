export default definePageConfig({
  navigationBarTitleText: '绑定微信'
})
