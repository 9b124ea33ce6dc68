// babel-preset-taro options: https://docs.taro.zone/docs/next/babel-config
const NUTUI_PACKAGES = '@nutui/nutui-react-taro/dist/es/packages'

/*
 * The browsers the H5 app is built for: where fetch and AbortController (which Taro.request uses on
 * every call) and ES2017 are native, so none of them is polyfilled (config/index.ts) or compiled
 * down. The preset's default, iOS 9 and Android 5, cannot run MobX 6 (Proxy) at all, and made every
 * chunk carry generator, class and spread helpers. The mini-program keeps the preset's default; jest
 * compiles for its own Node.
 */
const H5_TARGETS = { chrome: '66', android: '66', ios: '12.2', safari: '12.1' }
const h5Build = process.env.TARO_ENV === 'h5' && process.env.NODE_ENV !== 'test'

/*
 * H5: Taro's React components are one module, so a page drawing a View shipped the wrappers and
 * custom elements of every component any page draws (pickers, text areas…). Each imported component
 * becomes its own instance of that module (a query per name), keeping only its own wrapper and element.
 */
const TARO_COMPONENTS_ONE_BY_ONE = [
  'import',
  {
    libraryName: '@tarojs/components',
    customName: (name) => `@tarojs/components/lib/react/components.js?${name}`,
    camel2DashComponentName: false,
    transformToDefaultImport: false
  },
  'taro-components'
]

module.exports = {
  presets: [
    ['taro', { framework: 'react', ts: true, compiler: 'webpack5', ...(h5Build ? { targets: H5_TARGETS } : {}) }]
  ],
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
    ],
    ...(h5Build ? [TARO_COMPONENTS_ONE_BY_ONE] : [])
  ]
}
