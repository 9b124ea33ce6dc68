export default definePageConfig({
  navigationBarTitleText: '裁剪头像'
})
