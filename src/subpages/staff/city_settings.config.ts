export default definePageConfig({
  navigationBarTitleText: '城市设置'
})
