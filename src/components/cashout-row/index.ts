export { CashoutRow, type Props as CashoutRowProps } from './cashout-row'
