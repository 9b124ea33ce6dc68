import { Text } from '@tarojs/components'
import { PageShell } from '@/components/page-shell'
import { CertForm } from './love/parts/cert-form'
import { InputRow, ValueRow } from './love/parts/cert-rows'
import { maskName } from '@contract/privacy'
import { REAL_NAME_CERT } from './models/realNameForm'
import { useCertification } from './models/useCertification'
import './certification.scss'

/** Real-name certification for any member: name, ID card and a face photo, decided by the face check (SPEC §2 Account). */
export default function CertificationPage() {
  const { cert, draft, update, editable, busy, submit } = useCertification(REAL_NAME_CERT)

  return (
    <PageShell title='实名认证'>
      {cert && draft && (
        <CertForm
          cert={cert}
          intro='实名认证后，资料卡上会显示“实名”标识，在推荐中排名更靠前，也更容易获得其他会员的信任。'
          editable={editable}
          busy={busy}
          onSubmit={() => void submit()}
          images={{
            title: '人脸照片',
            hint: '请拍摄本人清晰的正脸照片（不戴帽子、墨镜），仅用于与身份证照片比对，确认是你本人在认证。',
            value: draft.faceImages,
            max: 1,
            addText: '拍摄照片',
            onChange: (faceImages) => update({ faceImages })
          }}
        >
          {editable ? (
            <>
              <InputRow
                label='真实姓名'
                value={draft.realName}
                placeholder='请输入身份证上的姓名'
                maxlength={20}
                onInput={(realName) => update({ realName })}
              />
              <InputRow
                label='身份证号'
                type='idcard'
                value={draft.idCard}
                placeholder='请输入18位身份证号'
                maxlength={18}
                onInput={(idCard) => update({ idCard })}
              />
            </>
          ) : (
            <>
              <ValueRow label='真实姓名' value={maskName(cert.realName)} />
              <ValueRow label='身份证号' value={cert.idCardMasked} />
            </>
          )}
          <Text className='certification__privacy'>身份证号只保存脱敏后的号码，不会展示给其他会员。</Text>
        </CertForm>
      )}
    </PageShell>
  )
}
