export default definePageConfig({
  navigationBarTitleText: '电脑版首页'
})
