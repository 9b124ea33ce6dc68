export default definePageConfig({
  navigationBarTitleText: '密码登录'
})
