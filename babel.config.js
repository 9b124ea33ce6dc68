// babel-preset-taro options: https://docs.taro.zone/docs/next/babel-config
const NUTUI_PACKAGES = '@nutui/nutui-react-taro/dist/es/packages'

module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
  plugins: [
    [
      'import',
      {
        libraryName: '@nutui/nutui-react-taro',
        camel2DashComponentName: false,
        // Each component lives in dist/es/packages/<lowercased name>/ (e.g. CellGroup → cellgroup).
        customName: (name) => `${NUTUI_PACKAGES}/${name.toLowerCase()}`,
        // style/css.js imports the compiled style.css plus the styles of the components it uses,
        // so only the stylesheets of imported components are shipped, never dist/style.css.
        style: (componentPath) => `${componentPath}/style/css`
      },
      'nutui-react-taro'
    ]
  ]
}
