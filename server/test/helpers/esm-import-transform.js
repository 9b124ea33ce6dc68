/**
 * Jest transform for server files that load an ES-modules-only package with import() (DiceBear
 * in the seed portraits): 'node16' output is CommonJS that keeps import() as it is, which Jest
 * (run with --experimental-vm-modules) then loads as ES modules. ts-jest would force 'commonjs',
 * which turns import() into a require that cannot load them.
 */
const ts = require('typescript')

module.exports = {
  process(source, filename) {
    const { outputText, sourceMapText } = ts.transpileModule(source, {
      fileName: filename,
      compilerOptions: {
        module: ts.ModuleKind.Node16,
        target: ts.ScriptTarget.ES2022,
        esModuleInterop: true,
        sourceMap: true
      }
    })
    return { code: outputText, map: sourceMapText }
  }
}
