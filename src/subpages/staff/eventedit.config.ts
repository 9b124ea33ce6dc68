export default definePageConfig({
  navigationBarTitleText: '编辑活动'
})
