export default definePageConfig({
  navigationBarTitleText: '内容详情'
})
