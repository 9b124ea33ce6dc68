export default definePageConfig({
  navigationBarTitleText: '公海规则'
})
