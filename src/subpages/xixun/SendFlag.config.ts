export default definePageConfig({
  navigationBarTitleText: '送锦旗'
})
