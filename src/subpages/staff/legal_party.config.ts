export default definePageConfig({
  navigationBarTitleText: '甲方公司信息'
})
