export default definePageConfig({
  navigationBarTitleText: '完善账号信息'
})
