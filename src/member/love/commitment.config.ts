export default definePageConfig({
  navigationBarTitleText: '诚信承诺'
})
