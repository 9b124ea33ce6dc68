export default definePageConfig({
  navigationBarTitleText: '完善交友资料'
})
