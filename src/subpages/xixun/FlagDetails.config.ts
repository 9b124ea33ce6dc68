export default definePageConfig({
  navigationBarTitleText: '锦旗详情'
})
