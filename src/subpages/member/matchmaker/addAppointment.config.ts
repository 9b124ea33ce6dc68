export default definePageConfig({
  navigationBarTitleText: '安排约会'
})
