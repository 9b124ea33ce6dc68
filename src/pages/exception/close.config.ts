export default definePageConfig({
  navigationBarTitleText: '服务提示'
})
