package dev.serbench.codec.json;

import static dev.serbench.api.Conversions.list;
import static dev.serbench.codec.json.DtoConversions.dateTime;
import static dev.serbench.codec.json.DtoConversions.instant;

import com.dslplatform.json.CompiledJson;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * The JSON shape of the {@code structs} family for dsl-json, and its mapping to the canonical model.
 * Absent optional strings (field2, field3, medium3) are JSON {@code null}; {@code ""} stays {@code ""}.
 */
final class StructsJson {

  private StructsJson() {}

  @CompiledJson
  public record Small(long id, String name) {}

  @CompiledJson
  public record Medium(long id, String name, OffsetDateTime createdAt, OffsetDateTime updatedAt, String field1,
      String field2, String field3, double field4, Small small) {}

  @CompiledJson
  public record Big(long id, String name, OffsetDateTime createdAt, OffsetDateTime updatedAt, String field1,
      String field2, String field3, double field4, Medium medium1, Medium medium2, Medium medium3) {}

  @CompiledJson
  public record SmallList(List<Small> items) {}

  @CompiledJson
  public record MediumList(List<Medium> items) {}

  @CompiledJson
  public record BigList(List<Big> items) {}

  static Small from(dev.serbench.model.Small s) {
    return s == null ? null : new Small(s.id(), s.name());
  }

  static dev.serbench.model.Small toModel(Small s) {
    return s == null ? null : new dev.serbench.model.Small(s.id(), s.name());
  }

  static Medium from(dev.serbench.model.Medium m) {
    return m == null ? null : new Medium(m.id(), m.name(), dateTime(m.createdAt()), dateTime(m.updatedAt()),
        m.field1(), m.field2(), m.field3(), m.field4(), from(m.small()));
  }

  static dev.serbench.model.Medium toModel(Medium m) {
    return m == null ? null : new dev.serbench.model.Medium(m.id(), m.name(), instant(m.createdAt()),
        instant(m.updatedAt()), m.field1(), m.field2(), m.field3(), m.field4(), toModel(m.small()));
  }

  static Big from(dev.serbench.model.Big b) {
    return new Big(b.id(), b.name(), dateTime(b.createdAt()), dateTime(b.updatedAt()), b.field1(), b.field2(),
        b.field3(), b.field4(), from(b.medium1()), from(b.medium2()), from(b.medium3()));
  }

  static dev.serbench.model.Big toModel(Big b) {
    return new dev.serbench.model.Big(b.id(), b.name(), instant(b.createdAt()), instant(b.updatedAt()),
        b.field1(), b.field2(), b.field3(), b.field4(), toModel(b.medium1()), toModel(b.medium2()),
        toModel(b.medium3()));
  }

  static SmallList from(dev.serbench.model.SmallList l) {
    return new SmallList(list(l.items(), StructsJson::from));
  }

  static dev.serbench.model.SmallList toModel(SmallList l) {
    return new dev.serbench.model.SmallList(list(l.items(), StructsJson::toModel));
  }

  static MediumList from(dev.serbench.model.MediumList l) {
    return new MediumList(list(l.items(), StructsJson::from));
  }

  static dev.serbench.model.MediumList toModel(MediumList l) {
    return new dev.serbench.model.MediumList(list(l.items(), StructsJson::toModel));
  }

  static BigList from(dev.serbench.model.BigList l) {
    return new BigList(list(l.items(), StructsJson::from));
  }

  static dev.serbench.model.BigList toModel(BigList l) {
    return new dev.serbench.model.BigList(list(l.items(), StructsJson::toModel));
  }
}
