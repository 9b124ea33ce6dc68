export default definePageConfig({
  navigationBarTitleText: '嘉宾资料'
})
