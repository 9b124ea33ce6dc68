export default definePageConfig({
  navigationBarTitleText: '红娘等级'
})
