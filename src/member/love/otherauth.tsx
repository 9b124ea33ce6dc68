import { PageShell } from '@/components/page-shell'
import { useCertification } from '@/member/models/useCertification'
import { EMPTY_FIELD, OTHER_CERT, OTHER_MAX_FIELDS } from './models/otherCert'
import { CertForm } from './parts/cert-form'
import { InputRow, ValueRow } from './parts/cert-rows'
import { FieldEditor } from './parts/field-editor'
import './otherauth.scss'

/** Any other certification (profession, car, income…): a title, free label/value pairs and proof, audited by staff. */
export default function OtherAuthPage() {
  const { cert, draft, update, editable, busy, submit } = useCertification(OTHER_CERT)

  return (
    <PageShell title='其他认证'>
      {cert && draft && (
        <CertForm
          cert={cert}
          intro='职业、车辆、收入等都可以认证。通过后，认证名称会作为标识展示在你的资料卡上，在推荐中排名更靠前。'
          editable={editable}
          busy={busy}
          onSubmit={() => void submit()}
          images={{
            title: '证明材料',
            hint: '请上传能证明以上信息的材料照片，如工作证、行驶证、收入证明；仅工作人员审核时可见。',
            value: draft.images,
            addText: '上传材料',
            onChange: (images) => update({ images })
          }}
        >
          <InputRow
            label='认证名称'
            value={draft.title}
            placeholder='如：职业认证'
            maxlength={10}
            readOnly={!editable}
            onInput={(title) => update({ title })}
          />
          {editable ? (
            <FieldEditor
              fields={draft.fields}
              max={OTHER_MAX_FIELDS}
              blank={EMPTY_FIELD}
              onChange={(fields) => update({ fields })}
            />
          ) : (
            draft.fields.map((f, i) => <ValueRow key={i} label={f.label} value={f.value} />)
          )}
        </CertForm>
      )}
    </PageShell>
  )
}
