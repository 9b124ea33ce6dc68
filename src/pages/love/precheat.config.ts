export default definePageConfig({
  navigationBarTitleText: '防骗提醒'
})
