export default definePageConfig({
  navigationBarTitleText: '合同详情'
})
