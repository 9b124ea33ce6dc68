export default definePageConfig({
  navigationBarTitleText: '加载中'
})
