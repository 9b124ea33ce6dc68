export default definePageConfig({
  navigationBarTitleText: '内容页面'
})
