import { EDUCATIONS, EDUCATION_LABELS } from '@contract/love'
import { PageShell } from '@/components/page-shell'
import { useCertification } from '@/member/models/useCertification'
import { EDUCATION_CERT } from './models/educationCert'
import { CertForm } from './parts/cert-form'
import { InputRow, ValueRow } from './parts/cert-rows'
import { labelled, SelectRow } from '@/components/profile-form'

const DEGREES = labelled(EDUCATIONS, EDUCATION_LABELS)

/** Education certification: school, degree and a photo of the diploma, audited by staff. */
export default function EducationAuthPage() {
  const { cert, draft, update, editable, busy, submit } = useCertification(EDUCATION_CERT)

  return (
    <PageShell title='学历认证'>
      {cert && draft && (
        <CertForm
          cert={cert}
          intro='通过学历认证后，资料卡上会显示“学历”标识，在推荐中排名更靠前，更容易遇到志同道合的TA。'
          editable={editable}
          busy={busy}
          onSubmit={() => void submit()}
          images={{
            title: '学历证明',
            hint: '请上传毕业证书、学位证书或学信网学历证明截图，信息清晰可辨；仅工作人员审核时可见。',
            value: draft.images,
            addText: '上传证明',
            onChange: (images) => update({ images })
          }}
        >
          <InputRow
            label='毕业院校'
            value={draft.school}
            placeholder='请输入毕业院校全称'
            maxlength={50}
            readOnly={!editable}
            onInput={(school) => update({ school })}
          />
          {editable ? (
            <SelectRow label='学历' value={draft.degree} options={DEGREES} onChange={(degree) => update({ degree })} />
          ) : (
            <ValueRow label='学历' value={draft.degree ? EDUCATION_LABELS[draft.degree] : ''} />
          )}
        </CertForm>
      )}
    </PageShell>
  )
}
