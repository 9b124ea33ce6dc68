export default definePageConfig({
  navigationBarTitleText: '我的专属红娘'
})
