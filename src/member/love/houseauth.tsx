import { PageShell } from '@/components/page-shell'
import { useCertification } from '@/member/models/useCertification'
import { HOUSE_CERT } from './models/houseCert'
import { CertForm } from './parts/cert-form'
import { InputRow } from './parts/cert-rows'

/** House certification: the city of the property and a photo of its certificate, audited by staff. */
export default function HouseAuthPage() {
  const { cert, draft, update, editable, busy, submit } = useCertification(HOUSE_CERT)

  return (
    <PageShell title='房产认证'>
      {cert && draft && (
        <CertForm
          cert={cert}
          intro='通过房产认证后，资料卡上会显示“房产”标识，在推荐中排名更靠前，让对方更放心。'
          editable={editable}
          busy={busy}
          onSubmit={() => void submit()}
          images={{
            title: '房产证明',
            hint: '请上传房产证或不动产权证书中显示产权人和房屋地址的页面，可遮挡证件编号；仅工作人员审核时可见。',
            value: draft.images,
            addText: '上传证明',
            onChange: (images) => update({ images })
          }}
        >
          <InputRow
            label='房产所在城市'
            value={draft.city}
            placeholder='如：杭州市'
            maxlength={30}
            readOnly={!editable}
            onInput={(city) => update({ city })}
          />
        </CertForm>
      )}
    </PageShell>
  )
}
