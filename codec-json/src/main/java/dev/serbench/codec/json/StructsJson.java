package dev.serbench.codec.json;

import static dev.serbench.api.Conversions.list;
import static dev.serbench.codec.json.DtoConversions.dateTime;
import static dev.serbench.codec.json.DtoConversions.instant;

import com.dslplatform.json.CompiledJson;
import dev.serbench.model.Big;
import dev.serbench.model.BigList;
import dev.serbench.model.Medium;
import dev.serbench.model.MediumList;
import dev.serbench.model.Small;
import dev.serbench.model.SmallList;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * The JSON shape of the {@code structs} family for dsl-json, and its mapping to the canonical model.
 * Absent optional strings (field2, field3, medium3) are JSON {@code null}; {@code ""} stays {@code ""}.
 */
final class StructsJson {

  private StructsJson() {}

  @CompiledJson
  public record SmallDto(long id, String name) {}

  @CompiledJson
  public record MediumDto(long id, String name, OffsetDateTime createdAt, OffsetDateTime updatedAt, String field1,
      String field2, String field3, double field4, SmallDto small) {}

  @CompiledJson
  public record BigDto(long id, String name, OffsetDateTime createdAt, OffsetDateTime updatedAt, String field1,
      String field2, String field3, double field4, MediumDto medium1, MediumDto medium2, MediumDto medium3) {}

  @CompiledJson
  public record SmallListDto(List<SmallDto> items) {}

  @CompiledJson
  public record MediumListDto(List<MediumDto> items) {}

  @CompiledJson
  public record BigListDto(List<BigDto> items) {}

  static SmallDto from(Small s) {
    return s == null ? null : new SmallDto(s.id(), s.name());
  }

  static Small toModel(SmallDto s) {
    return s == null ? null : new Small(s.id(), s.name());
  }

  static MediumDto from(Medium m) {
    return m == null ? null : new MediumDto(m.id(), m.name(), dateTime(m.createdAt()), dateTime(m.updatedAt()),
        m.field1(), m.field2(), m.field3(), m.field4(), from(m.small()));
  }

  static Medium toModel(MediumDto m) {
    return m == null ? null : new Medium(m.id(), m.name(), instant(m.createdAt()),
        instant(m.updatedAt()), m.field1(), m.field2(), m.field3(), m.field4(), toModel(m.small()));
  }

  static BigDto from(Big b) {
    return new BigDto(b.id(), b.name(), dateTime(b.createdAt()), dateTime(b.updatedAt()), b.field1(), b.field2(),
        b.field3(), b.field4(), from(b.medium1()), from(b.medium2()), from(b.medium3()));
  }

  static Big toModel(BigDto b) {
    return new Big(b.id(), b.name(), instant(b.createdAt()), instant(b.updatedAt()),
        b.field1(), b.field2(), b.field3(), b.field4(), toModel(b.medium1()), toModel(b.medium2()),
        toModel(b.medium3()));
  }

  static SmallListDto from(SmallList l) {
    return new SmallListDto(list(l.items(), StructsJson::from));
  }

  static SmallList toModel(SmallListDto l) {
    return new SmallList(list(l.items(), StructsJson::toModel));
  }

  static MediumListDto from(MediumList l) {
    return new MediumListDto(list(l.items(), StructsJson::from));
  }

  static MediumList toModel(MediumListDto l) {
    return new MediumList(list(l.items(), StructsJson::toModel));
  }

  static BigListDto from(BigList l) {
    return new BigListDto(list(l.items(), StructsJson::from));
  }

  static BigList toModel(BigListDto l) {
    return new BigList(list(l.items(), StructsJson::toModel));
  }
}
