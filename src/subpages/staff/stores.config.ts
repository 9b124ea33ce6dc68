export default definePageConfig({
  navigationBarTitleText: '门店与等级'
})
