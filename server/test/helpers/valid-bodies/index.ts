import { appointmentFixture } from './appointment'
import { contractFixture } from './contract'
import { crmFixture } from './crm'
import { customerFixture } from './customer'
import { loveMatchFixture } from './loveMatch'
import { loveSearchFixture } from './loveSearch'
import { matchmakerFixture } from './matchmaker'
import { promotionFixture } from './promotion'
import { salesLibraryFixture } from './salesLibrary'

/** The groups whose platform fixtures live in their own files, so each domain edits only its own. */
export const GROUP_FIXTURES = [
  matchmakerFixture,
  crmFixture,
  appointmentFixture,
  contractFixture,
  customerFixture,
  salesLibraryFixture,
  loveMatchFixture,
  loveSearchFixture,
  promotionFixture
]

export const GROUP_BODIES = {
  ...matchmakerFixture.bodies,
  ...crmFixture.bodies,
  ...appointmentFixture.bodies,
  ...contractFixture.bodies,
  ...customerFixture.bodies,
  ...salesLibraryFixture.bodies,
  ...loveMatchFixture.bodies,
  ...loveSearchFixture.bodies,
  ...promotionFixture.bodies
}

export const GROUP_AUTH_PATHS: string[] = GROUP_FIXTURES.flatMap((f) =>
  Object.keys(f.bodies).filter((p) => !(f.publicPaths as string[]).includes(p))
)
