export default definePageConfig({
  navigationBarTitleText: '喜讯详情'
})
