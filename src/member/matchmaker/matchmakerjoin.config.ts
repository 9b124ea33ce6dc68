export default definePageConfig({
  navigationBarTitleText: '申请成为红娘'
})
