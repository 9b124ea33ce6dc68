export default definePageConfig({
  navigationBarTitleText: '访问过于频繁'
})
