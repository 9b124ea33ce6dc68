export { PageShell, type Props as PageShellProps } from './page-shell'
